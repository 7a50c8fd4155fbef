import type { FastifyInstance, FastifyRequest } from 'fastify';
import { builtInScriptOf } from '../render/stage-resolver';
import type { StageRequest } from '../render/stage-resolver';
import { CUSTOM_SCRIPTS_AT_ONCE } from '../sandbox/sandbox-limits';
import type { ScriptQuota } from '../sandbox/sandbox-limits';
import { createScriptQueue } from '../sandbox/script-queue';
import { scriptClientOf } from './script-client';

/**
 * Waits for the place a custom-script request runs in (per-client quotas, a fair queue) and gives
 * its release; rejects with a 429 over the client's quota or with the signal's abort.
 */
export type ScriptGate = (signal: AbortSignal) => Promise<() => void>;

/** The custom-script places of one imagery service (see {@link scriptGates}). */
export interface ScriptGates {
  /**
   * The gate of a request that carries a user evalscript (not a built-in's name or text) run by
   * our sandbox (`runsHere`: not by a provider that runs scripts itself); else undefined.
   */
  gateOf(
    request: FastifyRequest,
    script: StageRequest,
    runsHere: boolean,
  ): Promise<ScriptGate | undefined>;
  /** Runs `work` in the gate's place (at once without a gate). */
  gated<T>(gate: ScriptGate | undefined, signal: AbortSignal, work: () => Promise<T>): Promise<T>;
}

/** True when a request carries a user evalscript (not a built-in's name or text). */
const isCustomScript = (script: StageRequest): boolean =>
  Boolean(script.evalscript?.trim()) && builtInScriptOf(script) === undefined;

/**
 * Custom scripts take a place per client ({@link createScriptQueue}: `quotas`, at most
 * {@link CUSTOM_SCRIPTS_AT_ONCE} at once, round robin); built-ins go straight on.
 * `runLimitMs` (the sandbox time limit) sets the `Retry-After` estimate.
 */
export function scriptGates(
  app: FastifyInstance,
  quotas: { readonly anonymous: ScriptQuota; readonly signedIn: ScriptQuota },
  runLimitMs: number,
): ScriptGates {
  const queue = createScriptQueue({ capacity: CUSTOM_SCRIPTS_AT_ONCE, quotas, runLimitMs });
  return {
    async gateOf(request, script, runsHere) {
      if (!runsHere || !isCustomScript(script)) return undefined;
      const client = await scriptClientOf(app, request);
      return (signal) => queue.acquire(client, signal);
    },
    async gated(gate, signal, work) {
      const release = await gate?.(signal);
      try {
        return await work();
      } finally {
        release?.();
      }
    },
  };
}
