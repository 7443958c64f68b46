CREATE INDEX "park_order_wechat_paid_idx" ON "park_order" USING btree ("paid_at") WHERE deleted_at is null and "pay_way" = 2 and "state" in (1, 2, 3);
