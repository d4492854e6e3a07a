import type { PlacesProvider } from './venue';

export interface ProbeOptions {
  overpassUrl: string;
  nominatimUrl: string;
  userAgent: string;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}

/**
 * Overpass's status page sits beside its interpreter (`…/api/status`) and costs no query slot;
 * Nominatim's is `/status`. Both answer 200 while the service works.
 */
export const statusUrls = (options: Pick<ProbeOptions, 'overpassUrl' | 'nominatimUrl'>) => [
  options.overpassUrl.replace(/\/interpreter\/?$/, '/status'),
  `${options.nominatimUrl.replace(/\/+$/, '')}/status`,
];

/** Whether both OpenStreetMap services answer, asked once each within the time-out. */
export function createOsmProbe(options: ProbeOptions): () => Promise<boolean> {
  const fetchImpl = options.fetchImpl ?? fetch;
  const answers = async (url: string) => {
    try {
      const response = await fetchImpl(url, {
        headers: { 'user-agent': options.userAgent },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      await response.body?.cancel();
      return response.status === 200;
    } catch {
      return false;
    }
  };
  return async () => (await Promise.all(statusUrls(options).map(answers))).every(Boolean);
}

export interface PlacesSwitch extends PlacesProvider {
  /** Asks the services now; plans in the meantime keep the last answer. */
  check(): Promise<boolean>;
  /** Probes at once and then every `intervalMs`, in the background. */
  start(): void;
  stop(): void;
}

/**
 * PLACES_PROVIDER=auto: live venues while OpenStreetMap answers its last probe, the offline plan at
 * once while it does not. Until the first probe answers, the services count as down, so no plan ever
 * waits on a network that may be dead.
 */
export function createPlacesSwitch(options: {
  provider: PlacesProvider;
  probe: () => Promise<boolean>;
  intervalMs: number;
  onChange?: (up: boolean) => void;
}): PlacesSwitch {
  let up = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<boolean> | undefined;

  const check = () => {
    running ??= options
      .probe()
      .catch(() => false)
      .then((answer) => {
        running = undefined;
        if (answer !== up) options.onChange?.(answer);
        up = answer;
        return answer;
      });
    return running;
  };

  return {
    available: () => up,
    findVenues: (query, signal) => (up ? options.provider.findVenues(query, signal) : Promise.resolve([])),
    check,
    start() {
      if (timer) return;
      void check();
      timer = setInterval(() => void check(), options.intervalMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
