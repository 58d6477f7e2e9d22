import { afterEach, describe, expect, it } from "vitest";
import { StrengthChecker } from "./password-policy";

const checkers: StrengthChecker[] = [];
const checker = (idleMs: number) => {
  const made = new StrengthChecker(idleMs);
  checkers.push(made);
  return made;
};
afterEach(async () => {
  await Promise.all(checkers.splice(0).map((c) => c.close()));
});

describe("the password strength thread", () => {
  it("tells common, easy and strong passwords apart", async () => {
    const strength = checker(60_000);
    expect((await strength.check("password123", [])).common).toBe(true);
    expect(await strength.check("abcdefgh", [])).toMatchObject({ common: false, score: 0, warning: expect.stringMatching(/sequences/) });
    expect((await strength.check("slow-smoked brisket 7", ["cook@example.com", "cook"])).score).toBeGreaterThan(0);
  });

  it("stays while checks keep coming, then exits once idle, and starts again for the next check", async () => {
    const kept = checker(3_600_000);
    await kept.check("slow-smoked brisket 7", []);
    expect(kept.running).toBe(true);

    const strength = checker(0);
    await strength.check("slow-smoked brisket 7", []);
    // Its dictionaries go with it: a thread that never exits would time this test out.
    await strength.exited;
    expect(strength.running).toBe(false);
    expect((await strength.check("password123", [])).common).toBe(true);
    await strength.exited;
    expect(strength.running).toBe(false);
  });

  it("answers checks made at once, each with its own verdict", async () => {
    const strength = checker(0);
    const verdicts = await Promise.all(["password123", "slow-smoked brisket 7", "password123"].map((p) => strength.check(p, [])));
    expect(verdicts.map((v) => v.common)).toEqual([true, false, true]);
  });
});
