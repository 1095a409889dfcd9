import { useEffect, useRef } from 'react';
import { PageLoading } from '../../components/page-loading';
import { useOrderAgain } from '../../lib/basket';
import { Navigate, useParams } from '../../lib/router';
import { isNotFound, useTrackedOrder } from '../../features/tracking/api/get-tracked-order';

/**
 * /order-again/:token, the receipt's Order again link: the order its token opens goes back in the basket at today's
 * prices, then /order-online shows it (and what was left out). A link that no longer opens an order leads to the menu.
 */
export default function OrderAgainRoute() {
  const { token = '' } = useParams();
  const order = useTrackedOrder(token);
  const again = useOrderAgain();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !again || !order.data) return;
    done.current = true;
    again(order.data.lines);
  }, [again, order.data]);
  if (isNotFound(order.error)) return <Navigate to="/menu" replace />;
  return (
    <>
      <title>Order again · Pearl</title>
      <meta name="robots" content="noindex" />
      <PageLoading />
    </>
  );
}
