import { z } from 'zod/mini'
import { baseUrlProblem } from './base-url'

// The connection form's fields as typed. The address and the key are checked here before anything is
// sent; the acting pharmacy is checked against the group the service answers with (pharmacy-choice.tsx).
export const ConnectionFormSchema = z.object({
  baseUrl: z.string().check(
    z.superRefine((value, ctx) => {
      const problem = baseUrlProblem(value)
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    }),
  ),
  apiKey: z.string().check(z.refine((value) => value.trim() !== '', 'Enter the API key.')),
  npi: z.string(),
})
export type ConnectionFormValues = z.infer<typeof ConnectionFormSchema>
