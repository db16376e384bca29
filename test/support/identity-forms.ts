/** A Djoser form's fields as identity's requests carry them (proto names, each text a FormValue). */
export function formFields<K extends string>(fields: Record<K, string>) {
  return Object.fromEntries(
    Object.entries(fields).map(([name, text]) => [name, { value: { case: 'text' as const, value: text as string } }]),
  ) as Record<K, { value: { case: 'text'; value: string } }>;
}
