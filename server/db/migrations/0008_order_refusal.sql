-- Whether an order may be stored, decided under its locks (server/services/orders/storage.ts):
-- null when it may; 'email' or 'account' when its once-per-customer coupon was used already by
-- the same e-mail or account (services/orders/coupon-use.ts); 'full' when its slot has no room
-- (services/orders/capacity.ts). The insert of such an order calls it within its one statement,
-- so the locks are held until that statement's transaction commits the order; pricing calls it
-- with no lock to refuse early.
--
-- VOLATILE on purpose: each query below takes its snapshot once the locks are held, so it sees
-- every order committed by whoever held them before. The locks are taken in the order given
-- (the coupon's, then the slot's), so two orders never wait on each other in a cycle.
--
-- The orders that count (a cash order, a paid one, an unpaid card order created after
-- `hold_since`) are capacity.ts's `counted`, which GET /checkout/slots reads with: the same rule.
CREATE FUNCTION "order_refusal"(
	"lock_keys" text[],
	"for_coupon" text,
	"for_email" text,
	"for_account" integer,
	"for_local_id" text,
	"slot_pickup" boolean,
	"slot_start" timestamp with time zone,
	"slot_capacity" integer,
	"hold_since" timestamp with time zone
) RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	"lock_key" text;
BEGIN
	FOREACH "lock_key" IN ARRAY "lock_keys" LOOP
		PERFORM pg_advisory_xact_lock(hashtextextended("lock_key", 0));
	END LOOP;
	-- By the e-mail, then by the account: two lookups, each on an index of its own
	-- (orders_coupon_email_idx, orders_user_idx), where one with an OR would read every order
	-- that ever used the coupon once the plan is cached.
	IF "for_coupon" IS NOT NULL THEN
		PERFORM FROM "orders" o
		WHERE o."coupon_code" = "for_coupon" AND lower(o."customer" ->> 'email') = lower("for_email")
			AND o."status" IN ('pending', 'paid')
			AND (o."payment_method" = 'cash' OR o."status" = 'paid' OR o."created_at" > "hold_since")
			AND o."local_id" <> "for_local_id"
		LIMIT 1;
		IF FOUND THEN
			RETURN 'email';
		END IF;
		IF "for_account" IS NOT NULL THEN
			PERFORM FROM "orders" o
			WHERE o."user_id" = "for_account" AND o."coupon_code" = "for_coupon"
				AND o."status" IN ('pending', 'paid')
				AND (o."payment_method" = 'cash' OR o."status" = 'paid' OR o."created_at" > "hold_since")
				AND o."local_id" <> "for_local_id"
			LIMIT 1;
			IF FOUND THEN
				RETURN 'account';
			END IF;
		END IF;
	END IF;
	IF "slot_capacity" IS NOT NULL AND (
		SELECT count(*) FROM "orders" o
		WHERE o."is_pickup" = "slot_pickup" AND o."scheduled_for" = "slot_start"
			AND o."delivery_time_range" <> 'asap'
			AND (o."payment_method" = 'cash' OR o."status" = 'paid' OR o."created_at" > "hold_since")
	) >= "slot_capacity" THEN
		RETURN 'full';
	END IF;
	RETURN NULL;
END
$$;
