import { ENDPOINTS } from "./endpoints";
import { fuzzEndpoints } from "./fuzz";

// The odd half of the endpoint table (see fuzz.ts); fuzz-even.test.ts takes the rest.
fuzzEndpoints(Object.keys(ENDPOINTS).filter((_, i) => i % 2 === 1));
