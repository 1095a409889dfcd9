import { ArrowRight, HandHeart, Leaf, Users } from 'lucide-react';
import { Link } from '../../../lib/router';
import { buttonClasses } from '../../../components/button';
import { PageHero } from '../../../components/page-hero';
import { IconCards } from '../../../components/icon-cards';
import { CardSection } from '../../../components/card-section';

const BADGES = [
  {
    icon: Leaf,
    title: 'Fresh Ingredients',
    text: 'Loose-leaf teas, real fruit and fresh milk, delivered to Market Hill every week.',
  },
  {
    icon: HandHeart,
    title: 'Handcrafted With Love',
    text: 'Every cup is shaken to order, and our pearls are cooked fresh each morning.',
  },
  {
    icon: Users,
    title: 'Loved by the Community',
    text: 'From school runs to Saturday markets, Buckingham made us part of the town.',
  },
] as const;

/** About — hero, Our Story, Our Mission, three badges, Explore Our Menu. */
function AboutPage() {
  return (
    <>
      <title>About Us · Pearl</title>
      <PageHero title="About Us" eyebrow="Pearl Bubble Tea">
        <p className="mt-3 max-w-2xl text-lg text-tea-800">
          A family-run bubble tea shop on Market Hill, serving Taiwanese-style tea with a very British sweet tooth.
        </p>
      </PageHero>

      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-14 sm:px-6 md:grid-cols-2">
        <CardSection id="story-title" title="Our Story" headingClassName="font-display text-3xl font-extrabold">
          <div className="mt-4 grid gap-4 text-lg leading-relaxed text-tea-800">
            <p>
              Pearl was founded in 2025 by a Buckingham family who fell for bubble tea on a trip to Taipei and could not
              find a proper cup anywhere near home. So we learned to make it ourselves.
            </p>
            <p>
              We brew Taiwanese-style milk teas and fruit teas the traditional way, cook our tapioca pearls in brown
              sugar every morning, and keep a shelf of classic English sweets for the grown-ups who remember them and
              the children discovering them.
            </p>
          </div>
        </CardSection>
        <section aria-labelledby="mission-title" className="rounded-3xl bg-taro-600 p-6 text-white shadow-sm sm:p-8">
          <h2 id="mission-title" className="font-display text-3xl font-extrabold text-white">
            Our Mission
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-taro-50">
            To make every visit a small celebration: drinks made with care from good ingredients, a friendly welcome,
            fair prices and a shop that gives back to the town that welcomed us. Whether you are grabbing a taro milk
            tea after school or sharing a bag of sherbet lemons, we want it to be the best part of your day.
          </p>
        </section>
      </div>

      <section aria-labelledby="values-title" className="mx-auto max-w-6xl px-4 pb-6 sm:px-6">
        <h2 id="values-title" className="sr-only">
          What we stand for
        </h2>
        <IconCards cards={BADGES} look="values" />
      </section>

      <div className="flex justify-center px-4 py-14">
        <Link to="/menu" className={buttonClasses({ size: 'lg' })}>
          Explore Our Menu
          <ArrowRight aria-hidden className="size-5" />
        </Link>
      </div>
    </>
  );
}

export default AboutPage;
