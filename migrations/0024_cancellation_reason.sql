-- Why a reservation was cancelled when the system, not a person, did it (docs/decisions/0055): the deposit release
-- job writes 'Sinal não pago no prazo'; a cancellation by hand leaves it null.
ALTER TABLE "reservation_cancellations" ADD COLUMN "reason" varchar(200);
