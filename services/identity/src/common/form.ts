/** The request body a Djoser endpoint received, as the bff forwarded it (JSON text; none is `{}`). */
export const parseForm = (formJson: string): unknown => (formJson ? JSON.parse(formJson) : {});
