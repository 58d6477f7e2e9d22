export { parseMail, type Mail } from "./mail";
export { freePort } from "./net";
export { createScratchDatabase, createTemplateDatabase } from "./postgres";
export { startSmtpCapture, type CapturedMail } from "./smtp-capture";
