import {
  calendarLinks,
  companyLinks,
  marketLinks,
  portfolioLinks,
  resourceLinks,
  type SiteLink,
} from '../../navigation/site-links.js';

export interface DropdownMenuDefinition {
  label: string;
  links: SiteLink[];
}

export const secondaryMenus: DropdownMenuDefinition[] = [
  { label: 'Calendars', links: calendarLinks },
  { label: 'Portfolios', links: portfolioLinks },
  { label: 'Market', links: marketLinks },
  { label: 'Companies', links: companyLinks },
  { label: 'Resources', links: resourceLinks },
];
