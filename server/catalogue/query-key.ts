/** A cached query's key: its GROQ text and params (`text\nparams`: JSON has no raw newline, the text may). */
export const queryKey = (text: string, params: unknown) => `${text}\n${JSON.stringify(params)}`

/** The GROQ text of a cache key. */
export const queryText = (key: string) => key.slice(0, key.lastIndexOf('\n'))
