import { useRef, useState } from 'react';
import { Button, TextField } from '@unfurl/ui-kit';

/** Props of <OwnerFileAdd>. */
export interface OwnerFileAddProps {
  readonly busy: boolean;
  /** Upload progress 0..100 while a file is being sent. */
  readonly progress: number | null;
  /** Resolves true when the file was added (the form then clears). */
  readonly onAdd: (file: File, title: string) => Promise<boolean>;
}

/** Picks a file and an optional title and adds it to the map. */
export function OwnerFileAdd({ busy, progress, onAdd }: OwnerFileAddProps) {
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const add = async () => {
    if (!file || !(await onAdd(file, title))) return;
    setFile(null);
    setTitle('');
    if (input.current) input.current.value = '';
  };
  return (
    <div className="owner-files__add" data-testid="owner-file-add">
      <label className="owner-files__pick">
        Add a file
        <input
          ref={input}
          type="file"
          data-testid="owner-file-input"
          disabled={busy}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </label>
      <TextField
        label="Title (optional)"
        data-testid="owner-file-title"
        value={title}
        disabled={busy}
        onChange={(e) => setTitle(e.target.value)}
      />
      <div className="owner-files__send">
        <Button data-testid="owner-file-submit" disabled={busy || !file} onClick={() => void add()}>
          Add file
        </Button>
        {progress !== null ? (
          <progress max={100} value={progress} data-testid="owner-file-progress">
            {progress}%
          </progress>
        ) : null}
      </div>
    </div>
  );
}
