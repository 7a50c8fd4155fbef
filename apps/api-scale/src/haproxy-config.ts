/** A backend server of the load balancer. */
export interface Backend {
  readonly name: string;
  readonly port: number;
}

/** Settings of {@link haproxyConfig}. */
export interface HaproxySettings {
  readonly port: number;
  readonly backends: readonly Backend[];
  /** The GET the health check sends to each backend. */
  readonly healthPath: string;
  /** The admin socket (`show stat`, `disable server`). */
  readonly socketPath: string;
}

/**
 * The HAProxy configuration of the scale-out path: round robin over the API processes, a health
 * check every second (5 s to answer; down after 3 failures, up after 1 success), a failed connection or an empty
 * answer retried on the other process (`retry-on`, `option redispatch`), the client's address in
 * X-Forwarded-For, all on loopback.
 */
export function haproxyConfig(settings: HaproxySettings): string {
  const servers = settings.backends.map(
    (backend) => `  server ${backend.name} 127.0.0.1:${backend.port} check`,
  );
  return [
    'global',
    '  maxconn 4096',
    `  stats socket ${settings.socketPath} mode 600 level admin`,
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 120s',
    '  timeout server 120s',
    '  timeout http-request 30s',
    '  retries 3',
    '  option redispatch',
    '  retry-on conn-failure empty-response',
    // The client's address for the API's per-client limits (the API trusts it with TRUST_PROXY).
    '  option forwardfor',
    // One request per connection to a process: a process told to stop (SIGTERM) has no idle
    // keep-alive connection holding its drain open (they kept it past 30 s under load).
    '  option http-server-close',
    'frontend web',
    `  bind 127.0.0.1:${settings.port}`,
    '  default_backend api',
    'backend api',
    '  balance roundrobin',
    `  option httpchk GET ${settings.healthPath}`,
    '  http-check expect status 200',
    // A check may take seconds on a loaded 2-core machine: a slow answer is not a dead process
    // (a stopped one refuses the connection at once, and that request is retried elsewhere).
    '  timeout check 5s',
    '  default-server inter 1s fall 3 rise 1',
    ...servers,
    '',
  ].join('\n');
}
