/**
 * The requests the server is answering, so that background work sharing the embedded database's
 * one connection can let people go first: it waits, between two of its transactions, until no
 * request is being answered (or a bounded time, so a busy server does not stop it).
 */
export type RequestLoad = {
  /** Requests received and not yet answered or abandoned. */
  inFlight(): number;
  /** Resolves once no request is being answered, or after `maxWaitMs` whatever the load. */
  quiet(maxWaitMs: number): Promise<void>;
};

export type RequestCounter = RequestLoad & {
  /** Counts a request in; the function answered counts it out (once, however often it is called). */
  started(): () => void;
};

export function createRequestCounter(): RequestCounter {
  let inFlight = 0;
  let waiting: (() => void)[] = [];
  return {
    inFlight: () => inFlight,
    started() {
      inFlight += 1;
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        inFlight -= 1;
        if (inFlight > 0) return;
        const release = waiting;
        waiting = [];
        for (const resolve of release) resolve();
      };
    },
    quiet(maxWaitMs) {
      if (inFlight === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          waiting = waiting.filter((each) => each !== done);
          resolve();
        };
        const timer = setTimeout(done, maxWaitMs);
        waiting.push(done);
      });
    },
  };
}
