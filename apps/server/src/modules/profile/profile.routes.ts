import { onboardingBodySchema, preferencesBodySchema, type ProfileResponse } from "@app/shared/profile";
import { Hono } from "hono";
import { requireUser, type AuthEnv, type UserRoutesDeps } from "../../platform/guards";
import { jsonBody } from "../../platform/validate";
import { finishOnboarding, getProfile, savePreferences } from "./profile";

/** The user's profile, the end of onboarding and the user's preferences: on any plan, only the signed-in user's own. */
export function profileRoutes({ auth, db }: UserRoutesDeps) {
  return new Hono<AuthEnv>()
    .use(requireUser(auth))
    .get("/", async (c) => c.json((await getProfile(db, { userId: c.var.user.id })) satisfies ProfileResponse))
    .put("/onboarding", jsonBody(onboardingBodySchema), async (c) =>
      c.json((await finishOnboarding(db, { userId: c.var.user.id, body: c.req.valid("json") })) satisfies ProfileResponse),
    )
    .patch("/preferences", jsonBody(preferencesBodySchema), async (c) =>
      c.json((await savePreferences(db, { userId: c.var.user.id, body: c.req.valid("json") })) satisfies ProfileResponse),
    );
}
