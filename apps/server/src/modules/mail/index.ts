/** The mail module's public face. Templates are here so each module words its own mails. */
export { createMailer, mailQueue, type Mailer, type SendMail } from "./mailer";
export { accountExistsMail, resetPasswordMail, verifyEmailMail } from "./templates";
