import type { ImageryBbox } from '@unfurl/domain';
import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';

/** A pinned result (EO Browser's pins): a rendered day and script, kept to compare. */
export interface Pin {
  /** Day and script: one pin per pair. */
  readonly key: string;
  readonly day: string;
  readonly scriptId: string;
  readonly label: string;
  readonly url: string;
  readonly bbox: ImageryBbox;
  /** 0..1. */
  readonly opacity: number;
  readonly visible: boolean;
}

/** The pins of the imagery panel and compare mode. */
export interface PinsState {
  /** Top first. */
  readonly pins: readonly Pin[];
  readonly comparing: boolean;
  /** Swipe position, 0..1 of the map width: the top pin shows left of it. */
  readonly swipe: number;
  /** Pins a result on top (again: moves it there, keeping its settings). */
  pin(pin: Omit<Pin, 'opacity' | 'visible'>): void;
  unpin(key: string): void;
  setOpacity(key: string, opacity: number): void;
  setVisible(key: string, visible: boolean): void;
  setComparing(on: boolean): void;
  setSwipe(swipe: number): void;
}

export type PinsStore = StoreApi<PinsState>;

const clamp = (n: number) => Math.min(1, Math.max(0, n));

/** Creates the pins store of one imagery panel. */
export function createPinsStore(): PinsStore {
  return createStore<PinsState>()((set) => {
    const update = (key: string, change: Partial<Pin>) =>
      set((s) => ({ pins: s.pins.map((p) => (p.key === key ? { ...p, ...change } : p)) }));
    return {
      pins: [],
      comparing: false,
      swipe: 0.5,
      pin(pin) {
        set((s) => {
          const old = s.pins.find((p) => p.key === pin.key);
          const next: Pin = { opacity: 1, visible: true, ...old, ...pin };
          return { pins: [next, ...s.pins.filter((p) => p.key !== pin.key)] };
        });
      },
      unpin(key) {
        set((s) => {
          const pins = s.pins.filter((p) => p.key !== key);
          return { pins, comparing: s.comparing && pins.length > 0 };
        });
      },
      setOpacity: (key, opacity) => update(key, { opacity: clamp(opacity) }),
      setVisible: (key, visible) => update(key, { visible }),
      setComparing: (on) => set((s) => ({ comparing: on && s.pins.length > 0 })),
      setSwipe: (swipe) => set({ swipe: clamp(swipe) }),
    };
  });
}
