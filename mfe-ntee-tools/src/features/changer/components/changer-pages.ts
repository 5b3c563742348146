export { ChangerLandingPage } from './changer-landing-page';
export { ChangerStartPage } from './changer-start-page';
