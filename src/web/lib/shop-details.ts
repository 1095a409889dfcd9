/**
 * The shop's public contact details, shown in the footer, on the Contact page and in the Privacy Policy.
 * The shop is in Buckingham, UK; the contact details are placeholders.
 */
export const SHOP = {
  name: 'Pearl',
  addressLines: ['12 Market Hill', 'Buckingham', 'MK18 1JX', 'United Kingdom'],
  phone: '01280 000000',
  phoneHref: 'tel:+441280000000',
  email: 'hello@pearl.example',
  /** Buckingham town centre, by the Old Gaol on Market Hill. */
  map: {
    embedUrl:
      'https://www.openstreetmap.org/export/embed.html?bbox=-0.9930%2C51.9975%2C-0.9810%2C52.0030&layer=mapnik&marker=52.00025%2C-0.98695',
    linkUrl: 'https://www.openstreetmap.org/?mlat=52.00025&mlon=-0.98695#map=17/52.00025/-0.98695',
  },
  social: [
    { name: 'Instagram', href: 'https://www.instagram.com/' },
    { name: 'Facebook', href: 'https://www.facebook.com/' },
    { name: 'TikTok', href: 'https://www.tiktok.com/' },
  ],
} as const;

export type SocialNetwork = (typeof SHOP.social)[number]['name'];
