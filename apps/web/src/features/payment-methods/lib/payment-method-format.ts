/**
 * Where "Back to your payment" leads: the payment page that sent the user here to add an account
 * (`?back=/pay/<id>`, or `/pay?client_id=<id>`), and nothing else (never another site, nor any other page).
 */
export function paymentPageOf(back: string | null): string | null {
  return back && /^\/pay(\/[0-9A-Za-z-]+)?(\?client_id=[0-9A-Za-z-]+)?$/.test(back) ? back : null;
}
