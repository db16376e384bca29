/** The currencies the forex blocks compare: the majors plus the Chinese yuan. */
export const MAJOR_CURRENCIES = ['EUR', 'USD', 'JPY', 'GBP', 'CHF', 'AUD', 'CAD', 'NZD', 'CNY'] as const;
