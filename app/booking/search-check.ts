/** The search form's rules as conform applies them in the browser (loaded late: app/utils/late-rules.ts). */
import { parseWithZod } from "@conform-to/zod/v4";
import { searchSchema, type SearchContext } from "./search";

export const checkSearch = (formData: FormData, context: SearchContext) => parseWithZod(formData, { schema: searchSchema(context) });
