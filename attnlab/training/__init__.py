"""Training: the loop, the loss and checkpoints (learning-rate schedules: attnlab.schedules)."""
