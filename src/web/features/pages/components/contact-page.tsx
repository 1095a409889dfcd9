import { ExternalLink, Mail, MapPin, Phone, Send, ShoppingBag } from 'lucide-react';
import type { FormEvent } from 'react';
import { Link } from '../../../lib/router';
import { Button, buttonClasses } from '../../../components/button';
import { PageHero } from '../../../components/page-hero';
import { useToast } from '../../../components/toast';
import { setCookieConsent, useCookieConsent } from '../../../lib/consent/cookie-consent';
import { SHOP } from '../../../lib/shop-details';
import { CardSection } from '../../../components/card-section';
import { Labelled } from '../../../components/labelled';

const fieldClasses =
  'mt-1.5 block w-full rounded-2xl border-0 bg-cream-50 px-4 py-3 text-tea-900 ring-1 ring-inset ring-tea-400/70 ' +
  'placeholder:text-tea-500 focus:bg-white focus:ring-2 focus:ring-taro-600 focus:outline-none';

const MESSAGE_SENT = 'Message sent! (This is a placeholder action)';

/** Contact — address, phone, e-mail, the map (after cookie consent only), the placeholder message form. */
function ContactPage() {
  const toast = useToast();
  const consent = useCookieConsent();

  // The form is a placeholder: it is not validated and sends nothing; it only shows this alert.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    toast({ title: MESSAGE_SENT, tone: 'alert' });
    event.currentTarget.reset();
  };

  return (
    <>
      <title>Contact · Pearl</title>
      <PageHero title="Contact Us" eyebrow="Say hello">
        <p className="mt-3 max-w-2xl text-lg text-tea-800">
          Questions about an order, allergens or a party order? We would love to hear from you.
        </p>
      </PageHero>

      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-14 sm:px-6 lg:grid-cols-[1fr_1.2fr]">
        <div className="grid content-start gap-6">
          <CardSection id="find-us-title" title="Find us">
            <address className="mt-4 grid gap-4 not-italic text-lg text-tea-800">
              <p className="flex gap-3">
                <MapPin aria-hidden className="mt-1 size-5 shrink-0 text-berry-600" />
                <span>
                  {SHOP.addressLines.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </span>
              </p>
              <p className="flex gap-3">
                <Phone aria-hidden className="mt-1 size-5 shrink-0 text-berry-600" />
                <a href={SHOP.phoneHref} className="font-semibold text-taro-700 underline-offset-4 hover:underline">
                  {SHOP.phone}
                </a>
              </p>
              <p className="flex gap-3">
                <Mail aria-hidden className="mt-1 size-5 shrink-0 text-berry-600" />
                <a
                  href={`mailto:${SHOP.email}`}
                  className="font-semibold text-taro-700 underline-offset-4 hover:underline"
                >
                  {SHOP.email}
                </a>
              </p>
            </address>
            <Link to="/order-online" className={buttonClasses({ className: 'mt-6' })}>
              <ShoppingBag aria-hidden className="size-5" />
              Order Now
            </Link>
          </CardSection>

          <section
            aria-labelledby="map-title"
            className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-tea-900/10"
          >
            <h2 id="map-title" className="sr-only">
              Map
            </h2>
            {consent === 'accepted' ? (
              <iframe
                title="Map of Pearl on Market Hill, Buckingham"
                src={SHOP.map.embedUrl}
                width={600}
                height={360}
                loading="lazy"
                referrerPolicy="strict-origin-when-cross-origin"
                className="block h-72 w-full border-0 sm:h-80"
              />
            ) : (
              <div className="flex flex-col items-start gap-3 bg-[radial-gradient(circle_at_top_right,var(--color-taro-100),transparent_60%)] p-6 sm:p-8">
                <MapPin aria-hidden className="size-8 text-taro-600" />
                <p className="text-tea-800">
                  The map appears here once you accept cookies, because it is loaded from OpenStreetMap.
                </p>
                <div className="flex flex-wrap gap-3">
                  <a
                    href={SHOP.map.linkUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={buttonClasses({ variant: 'secondary', size: 'sm' })}
                  >
                    View the map on openstreetmap.org
                    <ExternalLink aria-hidden className="size-4" />
                  </a>
                  <Button size="sm" variant="accent" onClick={() => setCookieConsent('accepted')}>
                    Accept cookies and show the map
                  </Button>
                </div>
              </div>
            )}
          </section>
        </div>

        <CardSection id="message-title" title="Send Us a Message">
          {/* Sent without the page's code (it posts, so nothing typed goes into an address), the server answers
              with this page at #message-sent, which shows the message. */}
          <p
            id="message-sent"
            role="status"
            className="mt-4 hidden rounded-2xl bg-matcha-100 px-4 py-3 font-semibold target:block"
          >
            {MESSAGE_SENT}
          </p>
          <form method="post" action="/contact" className="mt-5 grid gap-5" onSubmit={onSubmit} noValidate>
            <Labelled id="contact-name" label="Name">
              <input id="contact-name" name="name" type="text" autoComplete="name" className={fieldClasses} />
            </Labelled>
            <Labelled id="contact-email" label="Email">
              <input id="contact-email" name="email" type="email" autoComplete="email" className={fieldClasses} />
            </Labelled>
            <Labelled id="contact-message" label="Message">
              <textarea id="contact-message" name="message" rows={6} className={`${fieldClasses} resize-y`} />
            </Labelled>
            <Button type="submit" size="lg" className="justify-self-start">
              <Send aria-hidden className="size-5" />
              Send Message
            </Button>
          </form>
        </CardSection>
      </div>
    </>
  );
}

export default ContactPage;
