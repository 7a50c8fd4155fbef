import type { CommentWire } from '@unfurl/api-client';

/**
 * A comment's text as written: a string or its lines, always as text nodes (React escapes them;
 * comment text is never rendered as HTML). Line breaks show as written.
 */
export function CommentText({ text }: { readonly text: CommentWire['text'] }) {
  const lines = typeof text === 'string' ? [text] : text;
  return (
    <div className="comment__text" data-testid="comment-text">
      {lines.map((line, i) => (
        <p key={i}>{line}</p>
      ))}
    </div>
  );
}
