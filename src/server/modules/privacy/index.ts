/**
 * The privacy module's public face: the only file other modules import from it. Request My Data
 * (the data page's routes) and the retention periods applied in the background. Orders are read and anonymised
 * through the orders module, never written here.
 */
export { privacyRoutes } from './privacy-routes';
export { createPrivacyService, type PrivacyService } from './privacy-service';
/** The loyalty module's code answers speak of waiting as the data page does. */
export { codeRequestAnswer } from './privacy-routes';
export { scheduleRetention } from './retention';
