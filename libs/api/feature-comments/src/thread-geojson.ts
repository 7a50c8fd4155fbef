// A comment thread as one GeoJSON FeatureCollection (RFC 7946): each annotation of each comment
// becomes a feature whose properties say which comment it belongs to. Text stays as written.
import type { AnnotationFeatureWire } from '@unfurl/validators';
import type { CommentNode } from './comment-tree';

/** The comment an exported feature belongs to, merged over the annotation's own properties. */
export interface ThreadFeatureProperties {
  readonly commentId: number;
  readonly parentId: number | null;
  readonly authorName: string | null;
  readonly text: string;
  /** ISO 8601. */
  readonly createdAt: string;
  readonly [style: string]: unknown;
}

/** One exported feature. */
export interface ThreadFeature {
  readonly type: 'Feature';
  readonly id: string;
  readonly geometry: AnnotationFeatureWire['geometry'];
  readonly properties: ThreadFeatureProperties;
}

/** The thread's annotations in comment (creation) order. */
export function threadFeatureCollection(comments: readonly CommentNode[]): {
  type: 'FeatureCollection';
  features: ThreadFeature[];
} {
  const features = comments.flatMap((comment) =>
    (comment.annotations ?? []).map((annotation, index): ThreadFeature => ({
      type: 'Feature',
      id: `${comment.id}-${index + 1}`,
      geometry: annotation.geometry,
      properties: {
        ...(annotation.properties ?? {}),
        ...(annotation.id === undefined ? {} : { annotationId: annotation.id }),
        commentId: comment.id,
        parentId: comment.parentId,
        authorName: comment.userName,
        text: Array.isArray(comment.text) ? comment.text.join('\n') : comment.text,
        createdAt: new Date(comment.createdAt * 1000).toISOString(),
      },
    })),
  );
  return { type: 'FeatureCollection', features };
}
