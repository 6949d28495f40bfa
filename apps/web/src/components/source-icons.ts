// The icons of catalogue sources, shared by every screen that shows a source: the catalogue, the
// company's categories and its emission sources.
import {
  IconAirConditioning,
  IconBolt,
  IconBuildingFactory,
  IconBus,
  IconCar,
  IconDroplet,
  IconFlame,
  IconGasStation,
  IconLeaf,
  IconPackage,
  IconPlane,
  IconRecycle,
  IconShip,
  IconShoppingCart,
  IconTrain,
  IconTrash,
  IconTruckDelivery,
  IconWind,
  type Icon,
} from '@tabler/icons-react';

const ICONS = {
  IconAirConditioning,
  IconBolt,
  IconBuildingFactory,
  IconBus,
  IconCar,
  IconDroplet,
  IconFlame,
  IconGasStation,
  IconLeaf,
  IconPackage,
  IconPlane,
  IconRecycle,
  IconShip,
  IconShoppingCart,
  IconTrain,
  IconTrash,
  IconTruckDelivery,
  IconWind,
} satisfies Record<string, Icon>;

/** The name of an icon a source may show; screens show it in words (`sources:icons.<name>`). */
export type TSourceIconName = keyof typeof ICONS;

/** The @tabler icons a source may show (its `icon` holds the component name). */
export const SOURCE_ICONS: Record<string, Icon | undefined> = ICONS;

export const SOURCE_ICON_NAMES = Object.keys(ICONS) as TSourceIconName[];

export function isSourceIcon(name: string): name is TSourceIconName {
  return Object.hasOwn(ICONS, name);
}
