import { sql, type SQL } from "drizzle-orm";
import { DEFAULT_TARGET_HOURS } from "@app/shared/fasting";
import { fastingSessions } from "../../db/schema";

/**
 * The spec's target rule (section 4, `targetHours` in @app/shared) in SQL, for statistics computed
 * by the database: the order of the checks is part of the rule. A test holds the two together.
 */
export function targetHoursSql(type: SQL | typeof fastingSessions.fastingType = fastingSessions.fastingType): SQL<number> {
  return sql<number>`(case
    when ${type} like '%18:6%' then 18
    when ${type} like '%20:4%' then 20
    when ${type} like '%24%' then 24
    when ${type} ~ '^Custom [1-9][0-9]?h$' then substring(${type} from '^Custom ([1-9][0-9]?)h$')::int
    else ${sql.raw(String(DEFAULT_TARGET_HOURS))}
  end)`;
}
