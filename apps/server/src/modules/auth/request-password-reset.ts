import type { JobQueue } from "../../platform/jobs";
import type { Auth } from "./auth";

export interface ResetRequest {
  email: string;
  redirectTo: string;
}

/**
 * "Forgot password": queued, so a known and an unknown address get the same response in the same
 * time. The job runs Better Auth's own flow, which stores the token and hands the mail to the
 * mail queue.
 */
export function defineRequestPasswordReset({ jobs, auth }: { jobs: JobQueue; auth: Auth }) {
  const job = jobs.define<ResetRequest>("auth.password-reset-request", async ({ email, redirectTo }) => {
    await auth.api.requestPasswordReset({ body: { email, redirectTo } });
  });
  return { request: (request: ResetRequest) => job.enqueue(request) };
}
