// `npm run mail:outbox [count]`: the newest mails a server without SMTP wrote to
// `<DATA_DIR>/outbox` (MAIL_OUTBOX_DIR overrides), with the code each one carries.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readOutbox } from './file-mailer';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const dir =
  process.env['MAIL_OUTBOX_DIR'] ?? resolve(ROOT, process.env['DATA_DIR'] ?? '.data', 'outbox');
const count = Number(process.argv[2] ?? 10) || 10;
const mails = await readOutbox(dir, count);
if (mails.length === 0) {
  console.log(`No mail in ${dir} (with SMTP_URL set, mail goes to the SMTP server instead).`);
} else {
  console.log(`The newest ${mails.length} mail(s) in ${dir}, newest first:\n`);
  for (const mail of mails) {
    console.log(`${mail.date}  to ${mail.to}`);
    console.log(`  ${mail.subject}${mail.code ? `  — code ${mail.code}` : ''}`);
    console.log(`  ${mail.file}\n`);
  }
}
