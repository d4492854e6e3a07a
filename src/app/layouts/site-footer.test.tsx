import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '@/testing/render';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  it('links the legal pages, about, contact and three social sites, with the 2025 copyright', () => {
    renderAt('/', <SiteFooter />);
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(footer.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(footer.getByRole('link', { name: 'Date Ideas' })).toHaveAttribute('href', '/date-ideas');
    expect(footer.getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'href',
      'mailto:hello@datecraft.app',
    );
    const social = within(footer.getByRole('list', { name: 'Social media' })).getAllByRole('link');
    expect(social.map((link) => link.getAttribute('href'))).toEqual([
      'https://www.instagram.com/',
      'https://x.com/',
      'https://www.facebook.com/',
    ]);
    social.forEach((link) => expect(link).toHaveAttribute('rel', 'noopener noreferrer'));
    // This year, not the year the page was written or built.
    expect(footer.getByText(/All rights reserved\./)).toHaveTextContent(
      `© ${new Date().getFullYear()} Datecraft. All rights reserved.`,
    );
  });
});
