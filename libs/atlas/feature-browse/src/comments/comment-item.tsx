import { useState } from 'react';
import type { CommentWire } from '@unfurl/api-client';
import { COMMENT_VOTE } from '@unfurl/domain';
import { Button } from '@unfurl/ui-kit';
import { CommentComposer } from './comment-composer';
import { CommentReportForm } from './comment-report-form';
import { CommentText } from './comment-text';
import type { CommentThread } from './use-comment-thread';

/** Who is reading: their user id (none when anonymous) and the listing's owner. */
export interface CommentReader {
  readonly userId: string | undefined;
  readonly listingOwnerId: string;
  /** Admin or Owner on this site: deletes any comment (as the server allows). */
  readonly isAdmin: boolean;
  /** Sends an anonymous reader to sign in instead of acting. */
  readonly signInFirst: () => boolean;
}

/** Props of <CommentItem>. */
export interface CommentItemProps {
  readonly comment: CommentWire;
  readonly thread: CommentThread;
  readonly reader: CommentReader;
}

type Open = 'reply' | 'edit' | 'report' | null;

/** One comment with its votes, reply, edit, delete and report, and its replies below it. */
export function CommentItem({ comment, thread, reader }: CommentItemProps) {
  const [open, setOpen] = useState<Open>(null);
  const mine = reader.userId !== undefined && comment.userId === reader.userId;
  const signedIn = reader.userId !== undefined;
  const mayDelete =
    mine || (signedIn && (reader.userId === reader.listingOwnerId || reader.isAdmin));
  const toggle = (what: Open) => {
    if (reader.signInFirst()) return;
    setOpen((current) => (current === what ? null : what));
  };
  const vote = (value: typeof COMMENT_VOTE.UP | typeof COMMENT_VOTE.DOWN) => {
    if (reader.signInFirst()) return;
    void thread.vote(comment.id, comment.userVote === value ? COMMENT_VOTE.UNVOTE : value);
  };
  const editText = typeof comment.text === 'string' ? comment.text : comment.text.join('\n');

  return (
    <li className="comment" data-testid="comment" data-comment-id={comment.id}>
      <p className="comment__author">{comment.userName ?? 'Deleted account'}</p>
      {comment.hidden ? (
        <p className="comment__hidden" data-testid="comment-hidden" role="note">
          Hidden by a moderator{comment.hiddenReason ? `: ${comment.hiddenReason}` : ''}. Only its
          author and this site&apos;s administrators see it.
        </p>
      ) : null}
      {open === 'edit' ? (
        <CommentComposer
          label="Edit your comment"
          submitLabel="Save"
          initialText={editText}
          testId="comment-edit"
          onSubmit={async (text) =>
            (await thread.update(comment.id, text)) && (setOpen(null), true)
          }
          onCancel={() => setOpen(null)}
        />
      ) : (
        <CommentText text={comment.text} />
      )}
      <div className="comment__actions">
        <Button
          variant="ghost"
          data-testid="comment-upvote"
          aria-pressed={comment.userVote === COMMENT_VOTE.UP}
          onClick={() => vote(COMMENT_VOTE.UP)}
        >
          ▲ {comment.upVotes}
        </Button>
        <Button
          variant="ghost"
          data-testid="comment-downvote"
          aria-pressed={comment.userVote === COMMENT_VOTE.DOWN}
          onClick={() => vote(COMMENT_VOTE.DOWN)}
        >
          ▼ {comment.downVotes}
        </Button>
        <Button variant="ghost" data-testid="comment-reply" onClick={() => toggle('reply')}>
          Reply
        </Button>
        {mine ? (
          <Button variant="ghost" data-testid="comment-edit-open" onClick={() => toggle('edit')}>
            Edit
          </Button>
        ) : null}
        {mayDelete ? (
          <Button
            variant="ghost"
            data-testid="comment-delete"
            onClick={() => void thread.remove(comment.id)}
          >
            Delete
          </Button>
        ) : null}
        {!mine ? (
          <Button variant="ghost" data-testid="comment-report" onClick={() => toggle('report')}>
            Report
          </Button>
        ) : null}
      </div>
      {open === 'reply' ? (
        <CommentComposer
          label={`Reply to ${comment.userName ?? 'this comment'}`}
          submitLabel="Reply"
          testId="comment-reply-form"
          onSubmit={async (text) =>
            (await thread.create(text, comment.id)) && (setOpen(null), true)
          }
          onCancel={() => setOpen(null)}
        />
      ) : null}
      {open === 'report' ? (
        <CommentReportForm
          onSend={(reason, message) => thread.report(comment.id, reason, message)}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {comment.children.length > 0 ? (
        <ul className="comment__replies">
          {comment.children.map((child) => (
            <CommentItem key={child.id} comment={child} thread={thread} reader={reader} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
