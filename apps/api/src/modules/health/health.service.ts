import type { THealth } from '@huella/shared';
import type { DatabaseHandle } from '../../db/client.ts';

export async function checkReadiness(database: DatabaseHandle, version: string): Promise<THealth> {
  const isUp = await database.ping();
  return { status: isUp ? 'ok' : 'degraded', db: isUp ? 'ok' : 'down', version };
}
