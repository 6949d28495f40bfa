import { formatExactNumber, formatReadableNumber, isLongFigure } from '@huella/shared/format/index';
import { Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type TReadableNumberProps = {
  value: number | null | undefined;
  /** Written after the figure, in the cell and in the tooltip (`kg CO2/L`). */
  unit?: string;
  /** Every digit, as a form shows the figure (a published value that forms and lists must agree on). */
  exact?: boolean;
};

/**
 * A catalogue figure as a table cell shows it: a few significant digits in plain decimals (`0,0000002778`,
 * never an exponent), and, when
 * that is not every digit, the exact value in a tooltip that opens on hover, focus (the figure
 * takes the keyboard focus) and touch.
 */
export function ReadableNumber({ value, unit, exact: showExact = false }: TReadableNumberProps) {
  const { i18n } = useTranslation();
  const exact = formatExactNumber(value, i18n.language);
  const isLong = isLongFigure(value);
  const readable = showExact || !isLong ? exact : formatReadableNumber(value, i18n.language);
  // The figure and its unit each stay on one line; a narrow cell breaks between them.
  const unitPart = unit ? (
    <>
      {' '}
      <span style={{ whiteSpace: 'nowrap' }}>{unit}</span>
    </>
  ) : null;
  if (readable === exact) {
    return (
      <>
        <span style={{ whiteSpace: 'nowrap' }}>{readable}</span>
        {unitPart}
      </>
    );
  }
  return (
    <>
      <Tooltip label={unit ? `${exact} ${unit}` : exact} events={{ hover: true, focus: true, touch: true }}>
        <Text
          span
          inherit
          tabIndex={0}
          style={{
            whiteSpace: 'nowrap',
            textDecoration: 'underline dotted',
            textUnderlineOffset: 3,
            cursor: 'help',
          }}
        >
          {readable}
        </Text>
      </Tooltip>
      {unitPart}
    </>
  );
}
