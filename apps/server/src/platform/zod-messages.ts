import * as z from "zod/mini";

// zod/mini carries no messages until a locale is configured, and full zod configures English when
// it is first imported: without this, a message ("Unrecognized key" or "Invalid input") depended on
// which of the two some earlier module had imported.
z.config(z.locales.en());
