import { appModule } from '../app-module';
import { createMail, type MailDeps } from './mail.service';

export type { Mail, MailDeps, OutgoingMail } from './mail.service';

/** The mail module: the outbox and its delivery (mail.service.ts), and the delivery's job. */
export function createMailModule(deps: MailDeps) {
  const mail = createMail(deps);
  return appModule({ ...mail, name: 'mail', jobs: [mail.job] });
}
