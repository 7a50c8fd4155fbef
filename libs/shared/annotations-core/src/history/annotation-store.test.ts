import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANNOTATION_KINDS } from '@unfurl/domain';
import type { Annotation, LngLat } from '../records/annotation';
import { createAnnotation } from '../records/create-annotation';
import { sampleAnnotations } from '../records/sample-annotations.testing';
import { AnnotationStore, type StoreChangeReason } from './annotation-store';

const marker = (id: string, lng = 0): Annotation =>
  createAnnotation('marker', id, { position: [lng, 0] });
const moveTo = (lng: number) => (a: Annotation) => ({ ...a, position: [lng, 0] as LngLat });
const lngOf = (store: AnnotationStore, id: string) => {
  const a = store.get(id);
  return a?.kind === 'marker' ? a.position[0] : undefined;
};

describe('AnnotationStore history', () => {
  it('undoes and redoes each edit as one step', () => {
    const store = new AnnotationStore();
    store.put([marker('a')]);
    store.update('a', moveTo(5));
    store.remove(['a']);
    expect(store.size).toBe(0);
    expect(store.undo()).toBe(true);
    expect(lngOf(store, 'a')).toBe(5);
    expect(store.undo()).toBe(true);
    expect(lngOf(store, 'a')).toBe(0);
    expect(store.undo()).toBe(true);
    expect(store.size).toBe(0);
    expect(store.undo()).toBe(false);
    expect(store.redo()).toBe(true);
    expect(store.redo()).toBe(true);
    expect(lngOf(store, 'a')).toBe(5);
    const a = store.get('a');
    if (a !== undefined) store.put([a]);
    expect(store.canRedo).toBe(true);
    store.put([marker('b')]);
    expect(store.canRedo).toBe(false);
  });

  it('keeps 50 steps and lets the oldest fall off (R-378)', () => {
    const store = new AnnotationStore();
    store.put([marker('a')]);
    for (let i = 1; i <= 60; i++) store.update('a', moveTo(i));
    let undone = 0;
    while (store.undo()) undone++;
    expect(undone).toBe(50);
    expect(lngOf(store, 'a')).toBe(10);
  });

  it('records a drag as one step on commit, and Escape returns to the mark', () => {
    const store = new AnnotationStore();
    store.put([marker('a')]);
    store.mark();
    for (let i = 1; i <= 30; i++) store.update('a', moveTo(i));
    store.commit();
    expect(store.undoDepth).toBe(2);
    store.undo();
    expect(lngOf(store, 'a')).toBe(0);
    store.redo();
    expect(lngOf(store, 'a')).toBe(30);

    store.mark();
    store.update('a', moveTo(99));
    store.put([marker('tmp')]);
    store.bail();
    expect(lngOf(store, 'a')).toBe(30);
    expect(store.get('tmp')).toBeUndefined();
    expect(store.undoDepth).toBe(2);
  });

  it('does not record selection or z-index, and they leave redo alone (R-379)', () => {
    const store = new AnnotationStore();
    store.put([marker('a'), marker('b')]);
    store.update('a', moveTo(1));
    store.undo();
    store.select(['a', 'missing']);
    store.bringToFront('b');
    expect([...store.selection]).toEqual(['a']);
    expect(store.get('b')?.zIndex).toBe(402);
    expect(store.canRedo).toBe(true);
    expect(store.undoDepth).toBe(1);
    store.redo();
    expect(lngOf(store, 'a')).toBe(1);
    store.setZIndex('a', 500);
    store.undo();
    expect(store.get('a')?.zIndex).toBe(500);
    expect(lngOf(store, 'a')).toBe(0);
  });

  it('does not record bulk replacement (loads): history and selection cleared (R-379)', () => {
    const store = new AnnotationStore();
    const reasons: StoreChangeReason[] = [];
    store.subscribe((_diff, reason) => reasons.push(reason));
    store.put([marker('a')]);
    store.select(['a']);
    store.replaceAll([marker('x', 1), marker('y', 2)]);
    expect(store.all().map((a) => a.id)).toEqual(['x', 'y']);
    expect(store.canUndo).toBe(false);
    expect(store.selection.size).toBe(0);
    expect(reasons).toEqual(['edit', 'load']);
  });

  it('deletes every kind at once, resets the z-index to 401, and undoes it as one step (R-380, R-381)', () => {
    const store = new AnnotationStore();
    store.replaceAll(sampleAnnotations());
    expect(new Set(store.all().map((a) => a.kind))).toEqual(new Set(ANNOTATION_KINDS));
    store.bringToFront('marker-1');
    expect(store.topZIndex).toBe(406);
    store.select(['marker-1']);
    store.deleteAll();
    expect(store.size).toBe(0);
    expect(store.selection.size).toBe(0);
    expect(store.topZIndex).toBe(401);
    store.undo();
    expect(store.size).toBe(11);
  });

  it('undoing every step returns to the start, redoing every step to the end (property-based)', () => {
    const op = fc.oneof(
      fc.record({
        t: fc.constant('put' as const),
        id: fc.constantFrom('a', 'b', 'c'),
        lng: fc.integer({ min: -9, max: 9 }),
      }),
      fc.record({
        t: fc.constant('update' as const),
        id: fc.constantFrom('a', 'b', 'c'),
        lng: fc.integer({ min: -9, max: 9 }),
      }),
      fc.record({ t: fc.constant('remove' as const), id: fc.constantFrom('a', 'b', 'c') }),
      fc.constant({ t: 'mark' as const }),
      fc.constant({ t: 'commit' as const }),
      fc.constant({ t: 'select' as const }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), (ops) => {
        const store = new AnnotationStore();
        store.replaceAll([marker('a'), marker('b', 1)]);
        const start = store.all();
        for (const o of ops) {
          if (o.t === 'put') store.put([marker(o.id, o.lng)]);
          else if (o.t === 'update') store.update(o.id, moveTo(o.lng));
          else if (o.t === 'remove') store.remove([o.id]);
          else if (o.t === 'mark') store.mark();
          else if (o.t === 'commit') store.commit();
          else store.select(['a']);
        }
        store.commit();
        const end = store.all();
        const byId = (list: Annotation[]) => new Map(list.map((a) => [a.id, a]));
        while (store.undo());
        expect(byId(store.all())).toEqual(byId(start));
        while (store.redo());
        expect(byId(store.all())).toEqual(byId(end));
      }),
    );
  });
});
