CREATE TABLE "tracking_shop_visitors" (
	"shop_id" uuid NOT NULL,
	"day" date NOT NULL,
	"device_id" text NOT NULL,
	CONSTRAINT "tracking_shop_visitors_shop_id_day_device_id_pk" PRIMARY KEY("shop_id","day","device_id")
);
