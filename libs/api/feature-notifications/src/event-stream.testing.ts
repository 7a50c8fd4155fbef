// A minimal text/event-stream reader for the stream tests (Node's fetch has no EventSource).

/** One event as received. */
export interface ReceivedEvent {
  readonly event: string;
  readonly id: string | undefined;
  readonly data: unknown;
}

/** An open stream: the events so far, waiting for the next of a name, closing. */
export interface OpenEventStream {
  readonly contentType: string | null;
  readonly events: ReceivedEvent[];
  /** The next (not yet taken) event of `name`, within `timeoutMs`. */
  next(name: string, timeoutMs?: number): Promise<{ id: string | undefined; data: unknown }>;
  /** The next comment line (`: ping`) after now. */
  comment(timeoutMs?: number): Promise<string>;
  close(): void;
}

/** Opens `url` and parses its events as they come. */
export async function openEventStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<OpenEventStream> {
  const abort = new AbortController();
  const response = await fetch(url, { headers, signal: abort.signal });
  if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
  const events: ReceivedEvent[] = [];
  const comments: string[] = [];
  const taken = new Set<ReceivedEvent>();
  let wake = () => {};
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      const reader = response.body!.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = new Map<string, string>();
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else {
              const at = line.indexOf(':');
              fields.set(line.slice(0, at), line.slice(at + 1).trimStart());
            }
          }
          if (fields.has('data')) {
            events.push({
              event: fields.get('event') ?? 'message',
              id: fields.get('id'),
              data: JSON.parse(fields.get('data')!),
            });
          }
          wake();
        }
      }
    } catch {
      // aborted
    }
  })();
  const waitFor = async <T>(find: () => T | undefined, timeoutMs: number, what: string) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = find();
      if (found !== undefined) return found;
      if (Date.now() > deadline) throw new Error(`no ${what} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, 50);
      });
    }
  };
  return {
    contentType: response.headers.get('content-type'),
    events,
    next: (name, timeoutMs = 5000) =>
      waitFor(
        () => {
          const found = events.find((e) => e.event === name && !taken.has(e));
          if (!found) return undefined;
          taken.add(found);
          return { id: found.id, data: found.data };
        },
        timeoutMs,
        `event ${name}`,
      ),
    comment: (timeoutMs = 5000) => {
      const from = comments.length;
      return waitFor(() => comments[from], timeoutMs, 'comment');
    },
    close: () => abort.abort(),
  };
}
