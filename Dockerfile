# Build: docker build -t risk-bot .
# Run:   docker run -d --env-file .env -v risk-data:/var/lib/risk risk-bot
FROM rust:1.95-slim-bookworm AS build
WORKDIR /src
COPY . .
RUN cargo build --release --locked -p risk-discord --bin risk-bot

FROM debian:bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates \
    && rm -rf /var/lib/apt/lists/* && useradd --system --home /var/lib/risk risk \
    && mkdir -p /var/lib/risk && chown risk /var/lib/risk
COPY --from=build /src/target/release/risk-bot /usr/local/bin/risk-bot
USER risk
ENV RISK_DB_PATH=/var/lib/risk/risk.db RUST_LOG=info
VOLUME /var/lib/risk
# docker stop sends SIGTERM; the bot flushes its database and exits.
ENTRYPOINT ["risk-bot"]
CMD ["serve"]
