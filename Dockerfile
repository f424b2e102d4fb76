# Build: docker build -t risk-bot .
# Run:   docker run -d --env-file .env -v risk-data:/var/lib/risk risk-bot
# (or `docker compose up -d`; see docs/hosting.md).

FROM rust:1.95-slim-bookworm AS build
WORKDIR /src
# The shipped binary has no debug info and no symbols (the release profile keeps line tables
# for local profiling; these override it here only).
ENV CARGO_PROFILE_RELEASE_DEBUG=0 CARGO_PROFILE_RELEASE_STRIP=symbols

# 1. The dependencies alone, in a layer of their own: only the manifests and empty targets are
#    copied, so a change to the sources does not rebuild them.
COPY Cargo.toml Cargo.lock ./
COPY commands/Cargo.toml commands/
RUN mkdir -p src commands/src benches \
    && touch src/lib.rs \
    && echo 'fn main() {}' > commands/src/main.rs \
    && for b in engine service render; do echo 'fn main() {}' > "benches/$b.rs"; done \
    && cargo build --release --locked -p risk-discord --bin risk-bot \
    && rm -rf src commands/src benches

# 2. The project: the engine's data is embedded at build time.
COPY data data
COPY benches benches
COPY src src
COPY commands/src commands/src
# COPY keeps the context's modification times, which may be older than the dummies above.
RUN touch src/lib.rs commands/src/main.rs \
    && cargo build --release --locked -p risk-discord --bin risk-bot \
    && mkdir -p /out/db \
    && cp target/release/risk-bot /out/

# Runtime: glibc and CA certificates only, no shell; runs as the image's `nonroot` (uid 65532).
FROM gcr.io/distroless/cc-debian12:nonroot
COPY --from=build /out/risk-bot /usr/local/bin/risk-bot
# The database directory, owned by the bot's user: a named volume mounted here starts as a copy
# of it. A bind mount keeps its owner on the host: `chown -R 65532:65532 <dir>`, or run with
# `--user "$(id -u):$(id -g)"` (docs/hosting.md).
COPY --from=build --chown=65532:65532 /out/db /var/lib/risk
ENV RISK_DB_PATH=/var/lib/risk/risk.db RUST_LOG=info RISK_METRICS_ADDR=0.0.0.0:9100
VOLUME /var/lib/risk
# Prometheus metrics at /metrics and the health check at /health, healthy while connected to
# Discord's gateway (lost for under 3 minutes included) (publish it only if you
# scrape it: -p 127.0.0.1:9100:9100).
EXPOSE 9100
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 CMD ["risk-bot", "health"]
# docker stop sends SIGTERM; the bot flushes its database and exits.
ENTRYPOINT ["risk-bot"]
CMD ["serve"]
