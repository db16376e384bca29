// Under Jest, `virtual:company-logo-manifest` (a module the Vite build makes) is this one: the same list,
// read from the same folder, so unit tests see the logos the build would list.
import { listCompanyLogos } from './company-logo-files.js';

export default listCompanyLogos();
