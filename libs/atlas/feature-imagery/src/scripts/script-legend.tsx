import type { ScriptLegend as Legend } from '@unfurl/imagery-core';

/** A CSS gradient of a ramp legend's stops, spaced by value. */
export function rampGradient(stops: readonly { value: number; color: string }[]): string {
  const first = stops[0]?.value ?? 0;
  const last = stops.at(-1)?.value ?? 1;
  const span = last - first || 1;
  const parts = stops.map((s) => `${s.color} ${(((s.value - first) / span) * 100).toFixed(1)}%`);
  return `linear-gradient(90deg, ${parts.join(', ')})`;
}

/** A script's legend: a colour ramp with its end values, or named colour categories. */
export function ScriptLegend({ legend }: { readonly legend: Legend }) {
  switch (legend.kind) {
    case 'ramp':
      return (
        <figure className="imagery-legend" data-testid="script-legend">
          <div
            className="imagery-legend__ramp"
            style={{ background: rampGradient(legend.stops) }}
          />
          <figcaption className="imagery-legend__scale">
            <span>{legend.stops[0]?.value}</span>
            <span>{legend.quantity}</span>
            <span>{legend.stops.at(-1)?.value}</span>
          </figcaption>
        </figure>
      );
    case 'categories':
      return (
        <ul className="imagery-legend imagery-legend--categories" data-testid="script-legend">
          {legend.items.map((item) => (
            <li key={item.label} className="imagery-legend__item">
              <span className="imagery-legend__swatch" style={{ background: item.color }} />
              {item.label}
            </li>
          ))}
        </ul>
      );
    default: {
      const unhandled: never = legend;
      return unhandled;
    }
  }
}
