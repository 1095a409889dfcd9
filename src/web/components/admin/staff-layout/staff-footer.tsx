import { QuickLinkItems } from '../../footer';
import { Link } from '../../../lib/router';

const linkClasses = 'rounded text-tea-800 underline-offset-4 hover:text-tea-900 hover:underline';

/** The staff pages' footer: the shop's quick links and its privacy pages on one slim line. */
export function StaffFooter() {
  return (
    <footer className="mt-auto border-t border-tea-900/10 bg-cream-50 print:hidden">
      <div className="flex flex-wrap items-center gap-x-5 gap-y-1 px-4 py-2.5 text-sm sm:px-6">
        <nav aria-label="Quick links">
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            <QuickLinkItems linkClassName={linkClasses} />
            <li>
              <Link to="/privacy-policy" className={linkClasses}>
                Privacy Policy
              </Link>
            </li>
          </ul>
        </nav>
        <p className="ml-auto text-tea-700">© {new Date().getFullYear()} Pearl Bubble Tea, Buckingham.</p>
      </div>
    </footer>
  );
}
