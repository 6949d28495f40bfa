import type { Db, Tx } from '../../db/client.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { RECOMPUTE_EMISSIONS_QUEUE } from '../../lib/jobs.ts';
import {
  insertCatalogueEvent,
  listPendingCatalogueEvents,
  setCatalogueEventsProcessed,
  type CatalogueEventRow,
} from './catalogue-events.repository.ts';

// Domain events of the platform catalogue: a change that alters computed emissions is recorded as one
// row of `catalogue_events`, written in the transaction of the change (an outbox), so the
// recalculation never misses a committed change and never sees one that was rolled back. Changes that
// alter nothing computed (a name, a description, a reference) record nothing.

/** A validity range of a gas value, both ends included. */
export type TValidity = { date_start: string; date_end: string };

/** A part of a derived factor as the calculation sees it. */
export type TPartShare = { id: number; percent: number; avoided: boolean };

export type TCatalogueEvent =
  | {
      /** The gas's GWP changed: its number, or the IPCC report it comes from (then both are named). */
      kind: 'gas.pc_changed';
      /** The gas. */
      entity_id: number;
      payload: { previous_pc: number; pc: number; previous_gwp_report?: string; gwp_report?: string };
    }
  | {
      /** The gas's formula changed whether it is CO2 (what an avoided blend part leaves avoided). */
      kind: 'gas.formula_changed';
      /** The gas. */
      entity_id: number;
      payload: { previous_formula: string | null; formula: string | null };
    }
  | {
      kind: 'gas_emission.changed';
      /** The gas value. */
      entity_id: number;
      payload: {
        action: 'created' | 'updated' | 'deleted';
        /** Factors whose emissions change (two when a value moves to another factor). */
        factor_ids: number[];
        /** Validity ranges affected: the old and the new one on an update. */
        ranges: TValidity[];
        /** Fields that changed (all relevant ones on create and delete). */
        changed: string[];
      };
    }
  | {
      kind: 'gas_emission.imported';
      /** The factor the values were imported into. */
      entity_id: number;
      payload: { factor_ids: number[]; gas_emission_ids: number[]; ranges: TValidity[] };
    }
  | {
      kind: 'unit.factor_changed';
      /** The unit. */
      entity_id: number;
      payload: {
        previous: { factor: number; group: string | null };
        current: { factor: number; group: string | null };
      };
    }
  | {
      kind: 'factor.parts_changed';
      /** The derived (or formerly derived) factor. */
      entity_id: number;
      payload: {
        previous: { derives: boolean; parts: TPartShare[] };
        current: { derives: boolean; parts: TPartShare[] };
      };
    }
  | {
      /**
       * A company reopened a closed period: its activities are brought to the catalogue as it is now
       * (what the changes held back while it was closed).
       */
      kind: 'period.reopened';
      /** The closed period (deleted since). */
      entity_id: number;
      payload: { company_id: number; date_from: string; date_to: string };
    };

export type TCatalogueEventKind = TCatalogueEvent['kind'];

/**
 * Records one event; call it with the transaction that makes the change. Once that commits, the
 * recalculation is asked for (modules/emissions).
 */
export async function recordCatalogueEvent(
  ctx: ServiceContext,
  tx: Tx,
  event: TCatalogueEvent,
): Promise<void> {
  await insertCatalogueEvent(tx, event);
  ctx.afterCommit(() => void ctx.jobs.send(RECOMPUTE_EMISSIONS_QUEUE));
}

/** For the recalculation job: the oldest unprocessed events. */
export function pendingCatalogueEvents(db: Db | Tx, limit = 100): Promise<CatalogueEventRow[]> {
  return listPendingCatalogueEvents(db, limit);
}

export function markCatalogueEventsProcessed(db: Db | Tx, ids: number[], at = new Date()): Promise<void> {
  return setCatalogueEventsProcessed(db, ids, at);
}
