import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFileMailer, readOutbox } from './file-mailer';

describe('the file outbox (no SMTP)', () => {
  it('writes each mail as an .eml file and reads the newest first with its code', async () => {
    const dir = join(await mkdtemp(join(tmpdir(), 'unfurl-outbox-')), 'outbox');
    let now = Date.parse('2026-01-02T03:04:05Z');
    const mailer = createFileMailer({ dir, from: 'Unfurl <no-reply@test>', now: () => now });
    await mailer.send({ to: 'a@example.org', subject: 'First', text: 'Your code is 012345.' });
    now += 1000;
    await mailer.send({ to: 'b@example.org\r\nBcc: x@y', subject: 'Second', text: 'No code' });
    const files = await readdir(dir);
    expect(files).toHaveLength(2);
    const first = await readFile(join(dir, files.sort()[0]!), 'utf8');
    expect(first).toContain('From: Unfurl <no-reply@test>\r\nTo: a@example.org\r\n');
    expect(first).toContain('Content-Type: text/plain; charset=utf-8');
    const mails = await readOutbox(dir);
    expect(mails.map((mail) => mail.subject)).toEqual(['Second', 'First']);
    expect(mails[0]!.to).toBe('b@example.org Bcc: x@y');
    expect(mails[0]!.code).toBeUndefined();
    expect(mails[1]).toMatchObject({ to: 'a@example.org', code: '012345' });
    expect(mails[1]!.text).toBe('Your code is 012345.');
  });

  it('keeps both mails when two processes write to one recipient in the same millisecond', async () => {
    const dir = join(await mkdtemp(join(tmpdir(), 'unfurl-outbox-')), 'outbox');
    const now = () => Date.parse('2026-01-02T03:04:05Z');
    const processes = [createFileMailer({ dir, now }), createFileMailer({ dir, now })];
    await Promise.all(
      processes.map((mailer, i) =>
        mailer.send({ to: 'a@example.org', subject: `From ${i}`, text: `Code ${i}` }),
      ),
    );
    const mails = await readOutbox(dir);
    expect(mails.map((mail) => mail.subject).sort()).toEqual(['From 0', 'From 1']);
  });

  it('reads a missing outbox as empty', async () => {
    expect(await readOutbox(join(tmpdir(), 'no-such-outbox-here'))).toEqual([]);
  });
});
