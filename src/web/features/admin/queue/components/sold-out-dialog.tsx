import { Button, buttonClasses } from '../../../../components/button';
import { AlertDialog, AlertDialogCancel, AlertDialogContent } from '../../../../components/dialog';
import { useToast } from '../../../../components/toast';
import { useSetOptionSoldOut } from '../../../../lib/admin/option-groups';

export interface ChosenOption {
  id: string;
  name: string;
}

/**
 * A tap on an option of a cup (Tapioca pearls) offers **Sold out**: the option is sold out for the whole shop, through
 * the catalogue's own switch (as on /admin/options), until someone puts it back in stock there.
 */
export function SoldOutDialog({ option, onClose }: { option: ChosenOption | null; onClose: () => void }) {
  const soldOut = useSetOptionSoldOut();
  const toast = useToast();
  return (
    <AlertDialog open={option !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {option ? (
        <AlertDialogContent
          title={option.name}
          description={`Sold out marks ${option.name} sold out for the whole shop: customers cannot choose it until it is back in stock on the Drink options page.`}
        >
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialogCancel className={buttonClasses({ variant: 'secondary', className: 'h-12 px-6 text-lg' })}>
              Cancel
            </AlertDialogCancel>
            <Button
              className="h-12 px-6 text-lg"
              busy={soldOut.isPending}
              onClick={() =>
                soldOut.mutate(
                  { id: option.id, soldOut: true },
                  {
                    onSuccess: () => toast({ title: `${option.name} is sold out.`, tone: 'success' }),
                    onError: (failure) =>
                      toast({ title: `${option.name} was not marked sold out.`, description: failure.message }),
                    onSettled: onClose,
                  },
                )
              }
            >
              Sold out
            </Button>
          </div>
        </AlertDialogContent>
      ) : null}
    </AlertDialog>
  );
}
