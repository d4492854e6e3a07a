import { ComingSoon } from '@/components/ui/coming-soon';

// Routes that later releases build out; each says honestly that it is not here yet.
export const AboutPage = () => <ComingSoon title="About Datecraft" />;
export const DateIdeasPage = () => <ComingSoon title="Explore Date Ideas" />;
export const PrivacyPage = () => <ComingSoon title="Privacy Policy" />;
export const ContactPage = () => <ComingSoon title="Contact us" />;
