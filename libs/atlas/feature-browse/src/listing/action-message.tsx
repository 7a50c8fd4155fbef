/** The outcome of an action on a map: said calmly when it worked, as an alert when it did not. */
export interface ActionOutcome {
  readonly ok: boolean;
  readonly text: string;
}

/** Props of <ActionMessage>. */
export interface ActionMessageProps {
  readonly outcome: ActionOutcome | null;
  readonly testId: string;
}

/** Shows an action's outcome (nothing before there is one). */
export function ActionMessage({ outcome, testId }: ActionMessageProps) {
  if (!outcome) return null;
  return (
    <p
      className={outcome.ok ? 'atlas-muted' : 'upload-error'}
      role={outcome.ok ? 'status' : 'alert'}
      data-testid={testId}
    >
      {outcome.text}
    </p>
  );
}
